/**
 * The public face of the users feature: its routes, finding and creating users (auth, conversations,
 * reviews), the signed-in user's shape, the read models other features use instead of the users
 * table (a person's public card, why a seller's gigs stay hidden, who may be mailed), the data
 * export's registry of the other features' parts, and many generated sellers for the gigs' volume tests.
 */
export { toCurrentUser } from './user.mapper.ts';
export { mailPreferencesRoutes } from './mail-preferences.routes.ts';
export { usersRoutes } from './users.routes.ts';
export { createUser, findUser, findUserByLogin, usernamesOf } from './users.service.ts';
export { accountExportParts, type AccountExportPart } from './account-export-parts.ts';
export {
  emailUsedByAnother,
  findActiveUserByEmail,
  lockAccount,
  markEmailVerified,
  setAccountEmail,
  updateAccountFields,
  type AccountFields,
} from './account-fields.ts';
export { accountDeletion, sellerChange } from './account-hooks.ts';
export { suspendUser, unsuspendUser } from './suspension.ts';
export { insertManySellers } from './user-volume.ts';
export { avatarUsesUpload } from './upload-uses.ts';
export { sellerHiddenReasonOf, userCardsAs } from './user-cards.ts';
export { findMailRecipients, takesMailOf, type MailRecipient } from './mail-recipients.ts';
