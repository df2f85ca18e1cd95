// What other code uses of verification: the resident's status (residents-only votes lead to
// /verification), the « Résident vérifié » mark, and the two screens the router loads on demand.
export { useVerification, verificationQuery } from './api/get-verification';
export { VerifiedResidentBadge } from './components/residence-card';
