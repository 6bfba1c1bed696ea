import { CLICK_HOLDER_READY_EVENT, HELD_CLICK_ATTRIBUTE, HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';

/** A type no browser runs: the page's module script waits under it until the release script swaps it back. */
export const HELD_MODULE_TYPE = 'text/x-audiora-held-module';

/** However the main image fares, the scripts start this long after the page is parsed. */
export const RELEASE_CAP_MS = 3_000;

/**
 * The browser sets up each module preload as it is added, the first one the most (3-10 ms here, four times that on a
 * phone): past this much in one task the release yields, so a tap is not kept waiting behind one long task.
 */
export const RELEASE_SLICE_MS = 8;

/**
 * The inline script that starts the page's JavaScript once the page's main image (the `fetchpriority="high"` one) is
 * painted, or at once on a page without one: on a slow link the image gets the bandwidth before 140 KB of scripts and
 * the language's text that only make the already complete page interactive. It preloads the files the head listed
 * (the text first, it is the smallest and hydration reads it from its link), the modules a few per task, then swaps
 * the held module script back to a running one under the same nonce. Until the page's own click holder takes
 * over, a press on a control that holds clicks is held for it and marked (`domain/shell/held-clicks.ts`): a visitor
 * who taps the menu as the page appears is answered once the page is live, not ignored. Plain ES2017, run as it is
 * written.
 */
export const scriptReleaseSource = (held: HeldFiles, capMs = RELEASE_CAP_MS, sliceMs = RELEASE_SLICE_MS): string => {
  const hrefs = scriptJson(held.modules);
  const fetches = scriptJson(held.fetches);
  return `((hrefs,fetches)=>{
const doc=document,nonce=doc.currentScript.nonce;let released=false;
const hold=(event)=>{const target=event.target;const control=target instanceof Element?target.closest("[${HOLDS_CLICK_ATTRIBUTE}]"):null;if(!control)return;
event.preventDefault();event.stopImmediatePropagation();control.setAttribute("aria-busy","true");control.setAttribute("${HELD_CLICK_ATTRIBUTE}","")};
doc.addEventListener("click",hold,true);doc.addEventListener("${CLICK_HOLDER_READY_EVENT}",()=>doc.removeEventListener("click",hold,true),{once:true});
let preloaded=0;
const start=()=>{const held=doc.querySelector('script[type="${HELD_MODULE_TYPE}"]');if(!held)return;
const script=doc.createElement("script");script.type="module";script.nonce=nonce;script.textContent=held.textContent;held.replaceWith(script)};
const preload=()=>{const began=performance.now();
while(hrefs.length>preloaded){const link=doc.createElement("link");link.rel="modulepreload";link.href=hrefs[preloaded];preloaded+=1;doc.head.append(link);
if(performance.now()-began>=${sliceMs}){setTimeout(preload,0);return}}
start()};
const release=()=>{if(released)return;released=true;
for(const href of fetches){const link=doc.createElement("link");link.rel="preload";link.setAttribute("as","fetch");link.setAttribute("crossorigin","anonymous");link.href=href;doc.head.append(link)}
preload()};
const afterPaint=()=>requestAnimationFrame(()=>setTimeout(release,0));
const parsed=()=>{setTimeout(release,${capMs});const hero=doc.querySelector('img[fetchpriority="high"]');
if(hero&&hero.decode)hero.decode().then(afterPaint,afterPaint);else afterPaint()};
if(doc.readyState==="loading")doc.addEventListener("DOMContentLoaded",parsed,{once:true});else parsed()})(${hrefs},${fetches})`;
};

/** What the head listed for the page's start: its module preloads and its fetch preloads (the language's text). */
export interface HeldFiles {
  readonly modules: readonly string[];
  readonly fetches: readonly string[];
}

/** A list of addresses as a script literal that no address can close the script from. */
const scriptJson = (hrefs: readonly string[]) => JSON.stringify(hrefs).replace(/</g, '\\u003c');
