// How a person is shown to others when there is no name to shorten (shared/names.ts). In a file of
// its own; the name form's texts are in name-form-messages.ts, the panels' greeting in
// common-messages.ts.

export const nameMessages = {
  /** How a person without a name is shown (a customer: the label of the role). */
  noName: 'Cliente',
  /** How a deleted person is named wherever their records remain. */
  deletedName: 'Usuario eliminado',
} as const;
