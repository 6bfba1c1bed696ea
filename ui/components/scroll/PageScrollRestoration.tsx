import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** React Router's own storage key, so positions saved before and after this component meet. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * Before hydration, puts a reloaded or revisited page back where it was scrolled to. A history entry without a key is
 * a fresh visit with nothing saved: it only gets its key, and session storage, whose first read blocks the page on a
 * round trip to the browser process, is left alone. Plain ES2017, run as it is written.
 */
const RESTORE_SOURCE = `(()=>{const h=window.history;
if(!h.state||!h.state.key){h.replaceState({key:Math.random().toString(32).slice(2)},"");return}
try{const y=JSON.parse(sessionStorage.getItem(${JSON.stringify(SCROLL_POSITIONS_KEY)})||"{}")[h.state.key];if(typeof y==="number")window.scrollTo(0,y)}
catch(error){sessionStorage.removeItem(${JSON.stringify(SCROLL_POSITIONS_KEY)})}})()`;

/** React Router's scroll restoration (saving on leave, restoring on client navigation) with a cheaper first script. */
export function PageScrollRestoration({ nonce }: { readonly nonce: string | undefined }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SOURCE }} />;
}
