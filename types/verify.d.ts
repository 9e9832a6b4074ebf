/**
 * Build-time constant: `true` in the VERIFY build (tests), replaced by `false` in the release
 * build (scripts/define-release.mjs). Guard every contract check with `if (__VERIFY__)`.
 */
declare const __VERIFY__: boolean;
