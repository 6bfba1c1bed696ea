import { randomUUID } from 'node:crypto';
import { MARKETS } from '#domain/market/markets';

const PL_CATALOG = MARKETS.pl.catalogId;
const PASSWORD = 'correct horse battery staple';
/** Where the sandbox sends the browser after a paid (or already paid) title order in the Polish market. */
export const paidLanding = (orderId: string): string => `/pl/sukces/audiobook?order=${orderId}`;

/** An account signed in as a script: its bearer token outlives server restarts (sessions live in the database). */
export interface Shopper {
  readonly userId: string;
  readonly bearer: Readonly<Record<string, string>>;
}

/** An HTTP failure the caller did not expect, with what the server said. */
export class UnexpectedAnswer extends Error {}

const expectStatus = async (res: Response, status: number, what: string): Promise<unknown> => {
  const text = await res.text();
  if (res.status !== status) throw new UnexpectedAnswer(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
};

/** The Polish market's API of one running server, spoken over real HTTP as a script would. */
export const shopClient = (origin: string) => {
  const command = (name: string, fields: Readonly<Record<string, unknown>>, headers: Record<string, string> = {}) =>
    fetch(`${origin}/pl/v2/commands`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ name, ...fields }),
    });

  /** Signs up through RegisterUser, then signs in through AuthenticateForWeb for tokens instead of cookies. */
  const signUp = async (): Promise<Shopper> => {
    const email = `crash-${randomUUID().slice(0, 8)}@example.test`;
    const account = await command('RegisterUser', {
      email,
      password: PASSWORD,
      catalog_id: PL_CATALOG,
      terms_of_service: true,
      marketing_consent: false,
    });
    const me = (await expectStatus(account, 201, 'RegisterUser')) as { id: string };
    const captcha = await fetch(`${origin}/dev/recaptcha/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'login' }),
    });
    const { token } = (await expectStatus(captcha, 200, 'the captcha stand-in')) as { token: string };
    const signedIn = await command(
      'AuthenticateForWeb',
      { device_id: randomUUID(), email, password: PASSWORD, catalog_id: PL_CATALOG, recaptcha_token: token },
      { 'X-Auth-Mode': 'token' },
    );
    const tokens = (await expectStatus(signedIn, 200, 'AuthenticateForWeb')) as { access_token: string };
    return { userId: me.id, bearer: { Authorization: `Bearer ${tokens.access_token}` } };
  };

  const addToCart = async (shopper: Shopper, cartId: string) =>
    expectStatus(
      await fetch(`${origin}/pl/cart/add/${encodeURIComponent(cartId)}`, { headers: shopper.bearer }),
      200,
      `cart add ${cartId}`,
    );

  const startCheckout = async (shopper: Shopper) => {
    const body = (await expectStatus(await command('StartCheckout', {}, shopper.bearer), 201, 'StartCheckout')) as {
      order_id: string;
      payment_url: string;
    };
    return { orderId: body.order_id, paymentId: body.payment_url.split('/').pop() ?? '' };
  };

  /** The buyer presses "Pay" on the sandbox page; answers where the browser is sent. */
  const confirmPayment = async (shopper: Shopper, paymentId: string): Promise<string | null> => {
    const res = await fetch(`${origin}/sandbox-pay/${paymentId}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...shopper.bearer },
      body: '',
      redirect: 'manual',
    });
    await expectStatus(res, 303, `confirming ${paymentId}`);
    return res.headers.get('Location');
  };

  /** SavePlaybackProgress with the client's time of the save; answers the position the server now holds. */
  const saveProgress = async (shopper: Shopper, audiobookId: string, position: number, savedAt: Date) => {
    const res = await command(
      'SavePlaybackProgress',
      { audiobook_id: audiobookId, device: 'Web Player', position, saved_at: savedAt.toISOString() },
      shopper.bearer,
    );
    return ((await expectStatus(res, 200, 'SavePlaybackProgress')) as { position: number }).position;
  };

  return { signUp, addToCart, startCheckout, confirmPayment, saveProgress };
};

export type ShopClient = ReturnType<typeof shopClient>;
