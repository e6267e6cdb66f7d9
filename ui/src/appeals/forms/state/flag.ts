/** A checkbox as the payload's 0/1 flag. Internal to the state functions. */
export const toFlag = (on: boolean): 0 | 1 => (on ? 1 : 0);
