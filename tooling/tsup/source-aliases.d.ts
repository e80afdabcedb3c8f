/** Import specifier → the library source it was built from, relative to the app; see source-aliases.js. */
export declare function sourceAliases(from: string, names: string[]): Record<string, string>
