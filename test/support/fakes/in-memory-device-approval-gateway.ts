import type { DeviceSignInError } from '#application/auth/auth.errors';
import type { DeviceApprovalGateway, PendingDeviceSignIn } from '#application/ports/device-approval-gateway.port';
import { canonicalUserCode, USER_CODE_ALPHABET, USER_CODE_LENGTH } from '#domain/auth/device-sign-in';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';

type State = 'pending' | 'approved' | 'refused' | 'expired';

interface SignIn {
  readonly clientName: string;
  readonly expiresAt: string;
  state: State;
}

/** Wrong codes a viewer may type before every answer is "too many attempts". */
export const WRONG_CODES_ALLOWED = 5;

/**
 * The API's device sign-ins in memory, as one browser sees them: started by devices (`start`), each decided once,
 * unknown once expired or decided, and a viewer who types too many wrong codes throttled.
 */
export class InMemoryDeviceApprovalGateway implements DeviceApprovalGateway {
  readonly #signIns = new Map<string, SignIn>();
  readonly asked: { readonly locale: Locale; readonly userCode: string; readonly approve?: boolean }[] = [];
  #signedIn = true;
  #wrongCodes = 0;
  #next = 0;

  signedOut(): this {
    this.#signedIn = false;
    return this;
  }

  /** A device asks to be signed in: its canonical user code, distinct from every other one. */
  start(clientName: string, expiresAt = '2026-11-27T12:10:00.000Z'): string {
    this.#next += 1;
    let code = '';
    for (let rest = this.#next * 7919; code.length < USER_CODE_LENGTH; rest = Math.floor(rest / 19))
      code += USER_CODE_ALPHABET[rest % USER_CODE_ALPHABET.length];
    this.#signIns.set(code, { clientName, expiresAt, state: 'pending' });
    return code;
  }

  expire(userCode: string): void {
    const signIn = this.#signIns.get(userCode);
    if (signIn) signIn.state = 'expired';
  }

  /** What became of a started sign-in. */
  stateOf(userCode: string): State | undefined {
    return this.#signIns.get(userCode)?.state;
  }

  async find(locale: Locale, userCode: string): Promise<Result<PendingDeviceSignIn, DeviceSignInError>> {
    this.asked.push({ locale, userCode });
    const signIn = this.#pending(userCode);
    if (!signIn.ok) return signIn;
    const { code, signIn: found } = signIn.value;
    return ok({ userCode: code, clientName: found.clientName, expiresAt: found.expiresAt });
  }

  async decide(locale: Locale, userCode: string, approve: boolean): Promise<Result<boolean, DeviceSignInError>> {
    this.asked.push({ locale, userCode, approve });
    const signIn = this.#pending(userCode);
    if (!signIn.ok) return signIn;
    signIn.value.signIn.state = approve ? 'approved' : 'refused';
    return ok(approve);
  }

  /** The server's checks before a code is used: a session, a well-formed code, no throttling, a sign-in pending. */
  #pending(userCode: string): Result<{ code: string; signIn: SignIn }, DeviceSignInError> {
    if (!this.#signedIn) return err({ code: 'AUTH.NOT_SIGNED_IN' });
    const code = canonicalUserCode(userCode);
    if (code === null) return err({ code: 'DEVICE.CODE_INVALID' });
    if (this.#wrongCodes >= WRONG_CODES_ALLOWED) return err({ code: 'AUTH.TOO_MANY_ATTEMPTS' });
    const signIn = this.#signIns.get(code);
    if (signIn?.state === 'pending') return ok({ code, signIn });
    this.#wrongCodes += 1;
    return err({ code: 'DEVICE.CODE_UNKNOWN' });
  }
}
