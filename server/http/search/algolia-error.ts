/** An error answered in Algolia's shape `{ message, status }`, which the algoliasearch client throws as ApiError. */
export class AlgoliaError extends Error {
  override readonly name = 'AlgoliaError';

  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413,
    message: string,
  ) {
    super(message);
  }

  toBody() {
    return { message: this.message, status: this.status };
  }
}

/** Algolia's answer to a missing or wrong key. */
export const invalidCredentials = () => new AlgoliaError(403, 'Invalid Application-ID or API key');
