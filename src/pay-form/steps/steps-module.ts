/**
 * The Pix and boleto steps as one module, loaded on demand so the card path carries none of it (nor the QR encoder):
 * a chunk of the ES build, and dist/cdn/pay-form-steps.js beside the script-tag build (see ./load-steps).
 */
export { StepDisplay, type StepContext } from './step-display';
