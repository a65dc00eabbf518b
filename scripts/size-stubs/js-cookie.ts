// Stand-in for js-cookie in the "own code" size build only: the bytes measured are ours, not the library's.
const jar = new Map<string, string>();
export default {
  set: (name: string, value: string) => jar.set(name, value),
  get: (name: string) => jar.get(name),
  remove: (name: string) => jar.delete(name),
};
