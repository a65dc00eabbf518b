// `npm run build` writes custom-elements.json from the JSDoc of src/pay-form/element/pay-form.ts.
export default {
  globs: ['src/pay-form/element/pay-form.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    {
      // Lit's `state: true` fields are internal (no attribute), and the generic dispatch helper's parameter is not an event.
      name: 'pay-checkout:public-surface-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          for (const declaration of mod.declarations ?? []) {
            if (!declaration.tagName) continue;
            const internal = new Set(['notice', 'countdown']);
            declaration.attributes = (declaration.attributes ?? []).filter(
              (attribute) => !internal.has(attribute.name),
            );
            declaration.members = (declaration.members ?? []).filter((member) => !internal.has(member.name));
            declaration.events = (declaration.events ?? []).filter((event) => event.name.startsWith('pay-'));
          }
        }
      },
    },
  ],
};
