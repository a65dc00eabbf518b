// Ports of the end-to-end run, apart from the demo's (5173 / 4010) so a running demo does not clash.
export const E2E_SITE_URL = 'http://localhost:5273';
export const E2E_SANDBOX_URL = 'http://127.0.0.1:4110';
