// A fenced block of a Markdown page marked as a file of a runnable example: ```<language> quickstart:<file name>
// (README.md: the quick start store; docs/testing.md: its Playwright config and first test for that store).
const QUICKSTART_BLOCK = /^```[\w-]+ quickstart:(\S+)\n([\s\S]*?)^```$/gm;

/**
 * The page's example files by name, each block's text exactly as written. A name used twice is an error.
 * @param {string} markdown
 * @param {string} [page] the page's name, for the error
 * @returns {Record<string, string>}
 */
export function quickstartFiles(markdown, page = 'README.md') {
  /** @type {Record<string, string>} */
  const files = {};
  for (const [, name, text] of markdown.matchAll(QUICKSTART_BLOCK)) {
    if (name in files) throw new Error(`${page}: two quickstart blocks for ${name}`);
    files[name] = text;
  }
  return files;
}
