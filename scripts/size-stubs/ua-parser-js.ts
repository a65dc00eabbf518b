// Stand-in for ua-parser-js in the "own code" size build only: the bytes measured are ours, not the library's.
export class UAParser {
  constructor(readonly ua: string) {}
  getBrowser(): { name?: string } {
    return { name: this.ua };
  }
}
