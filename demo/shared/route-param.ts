// Route parameters that take one of a few names. Hono puts a parameter's pattern into one regular expression with
// every other route, where a bare `a|b` splits the whole expression: `/checkout/:flow{hosted|transparent}` then
// matched `/checkout/anything/transparent`. The group keeps the choice inside its own segment.

/** `:name{(?:a|b)}`: the parameter `name`, matching exactly one of `values` (plain words, nothing to escape). */
export const oneOf = <Name extends string>(name: Name, values: readonly string[]): `:${Name}{${string}}` =>
  `:${name}{(?:${values.join('|')})}`;
