/**
 * Reads the `txid` of a Pix "copia e cola" text (a BR Code: EMV fields of a two-digit id, a two-digit length and the
 * value), the key of the sandbox's bank page for that charge. Read here, apart from the sandbox's own encoder, so a
 * code the encoder got wrong is not read back the same wrong way.
 */
const ID_LENGTH = 2;
const SIZE_LENGTH = 2;
/** Field 62, "additional data", holds the txid as its field 05. */
const ADDITIONAL_DATA = '62';
const TXID = '05';

function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at + ID_LENGTH + SIZE_LENGTH <= payload.length) {
    const id = payload.slice(at, at + ID_LENGTH);
    const size = Number(payload.slice(at + ID_LENGTH, at + ID_LENGTH + SIZE_LENGTH));
    if (!Number.isInteger(size)) break;
    const start = at + ID_LENGTH + SIZE_LENGTH;
    fields.set(id, payload.slice(start, start + size));
    at = start + size;
  }
  return fields;
}

/** The txid, or `undefined` when the text holds none. */
export function pixTxid(brCode: string): string | undefined {
  const additional = emvFields(brCode.trim()).get(ADDITIONAL_DATA);
  const txid = additional === undefined ? undefined : emvFields(additional).get(TXID);
  return txid === '' ? undefined : txid;
}
