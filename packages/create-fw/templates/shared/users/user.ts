/** A user as the API sends it; the contract's `User` is generated from this. */
export interface User {
  id: string;
  name: string;
  email: string;
}
