/** An author, narrator or publisher as a product credits them: enough to name and link them. */
export interface PersonRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}
