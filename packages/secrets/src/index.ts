export { findCredentials, maskedCredential, type Credential, type ScanInput } from './scan.js';
