/** The page's side of the secure card fields: mount the frame, then read its state and tokens. */
export {
  mountSecureFields,
  SecureFields,
  type SecureFieldsController,
  type SecureFieldsOptions,
  type TokenResult,
} from './mount';
export { secureFieldProblems, type SecureFieldProblem } from './problems';
export type { FieldsState, SavedCardChoice, SecureField, SecureToken } from '../../interface/card-fields-protocol';
export type { FieldsStyle } from '../../interface/card-fields-style';
