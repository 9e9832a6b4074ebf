// TEMPORARY test/typecheck shim (remove once `@k1/ecmult/5x52` re-exports gen.5x52.ts and
// const.5x52.ts): `@k1/ecmult/5x52` plus the constant-time multiplications this package needs.
// vitest.config.ts and tsconfig.json point `@k1/ecmult/<backend>` here only while the package's
// entry lacks them. Named re-exports take precedence over the star export, so this stays correct
// after ecmult adds them.

export { ecmultConst } from "../../ecmult/src/const.5x52.js";
export * from "../../ecmult/src/ecmult.5x52.js";
export {
  type EcmultGenContext,
  ecmultGen,
  ecmultGenContextCreate,
  ecmultGenContextRandomize,
  ecmultGenGe,
} from "../../ecmult/src/gen.5x52.js";
