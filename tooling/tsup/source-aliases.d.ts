/** Import specifier → absolute path of the library source it was built from; see source-aliases.js. */
export declare function sourceAliases(from: string, names: string[]): Record<string, string>
