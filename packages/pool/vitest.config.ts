import { k1Config } from "../../vitest.shared.ts";

export default k1Config(import.meta.url);
