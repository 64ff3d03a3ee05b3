/**
 * The idempotency key of one checkout (LESSONS "Paying twice after a refresh or a network retry":
 * regenerating the key on each retry defeats it).
 *
 * - One key is made when the confirmation loads and sent with every submit.
 * - A retry after a lost answer (network failure: the order may exist) keeps the key, so the
 *   server returns the first order instead of creating a second one. From then on the key is
 *   never replaced on this page.
 * - A definite refusal by the server (it answered, nothing was created) lets the next submit use a
 *   fresh key, because the buyer may change the order (address, coupon) before trying again and
 *   the server refuses a known key with a different body.
 */
export class SubmitKey {
  #key: string;
  #uncertain = false;
  readonly #make: () => string;

  constructor(make: () => string = () => crypto.randomUUID()) {
    this.#make = make;
    this.#key = make();
  }

  /** The key to send with the next submit. */
  get current(): string {
    return this.#key;
  }

  /** The submit got no answer: the order may have been created with the current key. */
  lostAnswer(): void {
    this.#uncertain = true;
  }

  /** The server refused the submit: no order exists for the key unless an earlier answer was lost. */
  refused(): void {
    if (!this.#uncertain) this.#key = this.#make();
  }
}
