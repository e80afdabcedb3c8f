import { base } from '@teamboard/eslint-config/base'

// app/ is the scratch consumer's source: typechecked by its own tsc inside each scratch app.
export default [{ ignores: ['app/**'] }, ...base(import.meta.dirname)]
