import { type Message, message } from "../shared/message";
import { when } from "../shared/rules";

/** The password rule of staff, reviewers and administrators (customers sign in through OneID). */
export const PASSWORD_MIN_LENGTH = 10;
/** scrypt takes any length; the bound keeps a request from making it hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What is wrong with a new password, every problem at once (none: it may be set). Length
 * counts characters as a person sees them (an emoji is one), so the rule reads the same in
 * the browser and on the server.
 */
export function passwordProblems(password: string, login?: string): Message[] {
  const length = [...password].length;
  return [
    ...when(length < PASSWORD_MIN_LENGTH, message("passwordTooShort", { min: PASSWORD_MIN_LENGTH })),
    ...when(length > PASSWORD_MAX_LENGTH, message("passwordTooLong", { max: PASSWORD_MAX_LENGTH })),
    ...when(!/\p{L}/u.test(password) || !/\p{N}/u.test(password), message("passwordNeedsLetterAndDigit")),
    ...when(
      login !== undefined && password.trim().toLowerCase() === login.trim().toLowerCase(),
      message("passwordIsLogin"),
    ),
  ];
}
