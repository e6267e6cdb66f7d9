/**
 * The personal-data (and legal-entity) edit modal (spec 2.17 and 4): the error flag starts
 * false; a true status clears it and closes the dialog; a false status sets it and shows
 * the first message of each field as a red list.
 */
export interface PersonalDataModalState {
  readonly open: boolean;
  readonly error: boolean;
  readonly messages: readonly string[];
}

/** The answer of POST /post-userinfo: status and a field-to-messages map. */
export interface PersonalDataAnswer {
  readonly status: boolean;
  readonly message?: Readonly<Record<string, readonly string[] | string>> | undefined;
}

export const openPersonalDataModal = (): PersonalDataModalState => ({
  open: true,
  error: false,
  messages: [],
});

export const closePersonalDataModal = (): PersonalDataModalState => ({
  open: false,
  error: false,
  messages: [],
});

/** The first message of each field, in the server's order; a field sent as one string counts as its message. */
export const firstMessages = (map: PersonalDataAnswer["message"]): string[] =>
  Object.values(map ?? {}).flatMap((entry) => {
    const first = typeof entry === "string" ? entry : entry[0];
    return first === undefined || first === "" ? [] : [first];
  });

export const personalDataAnswered = (
  state: PersonalDataModalState,
  answer: PersonalDataAnswer,
): PersonalDataModalState =>
  answer.status
    ? closePersonalDataModal()
    : { ...state, open: true, error: true, messages: firstMessages(answer.message) };
