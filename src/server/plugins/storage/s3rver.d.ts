// s3rver ships no types; this covers the part the contract test uses.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Resolves with the bound address once the HTTP server listens. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    reset(): void;
  }
}
