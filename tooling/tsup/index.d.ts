import type { Options } from 'tsup'

/** Shared tsup options for the built libraries; see index.js. */
export declare function libraryOptions(external: Options['external']): Options
