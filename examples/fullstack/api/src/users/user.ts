/** A user as the API returns it. `createdAt` is a `Date` here and a `string` in the contract (ISO text on the wire). */
export interface User {
  id: string;
  name: string;
  email: string;
  age?: number;
  createdAt: Date;
  /** The session name that added the user, the only one who may change it; none for the sample users. */
  createdBy?: string;
}
