import { base } from '@teamboard/eslint-config/base'

// functions/ is Deno code, checked by `deno check` and `deno lint` (check:functions).
export default [{ ignores: ['functions/**'] }, ...base(import.meta.dirname)]
