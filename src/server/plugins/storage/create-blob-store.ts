import type { Config } from "../../config";
import type { BlobStore } from "./blob-store";
import { LocalDiskBlobStore } from "./local-disk-blob-store";
import { S3BlobStore } from "./s3-blob-store";

export function createBlobStore(storage: Config["storage"]): BlobStore {
  switch (storage.kind) {
    case "local":
      return new LocalDiskBlobStore(storage.dir);
    case "s3": {
      const { accessKeyId, secretAccessKey } = storage;
      return new S3BlobStore({
        bucket: storage.bucket,
        region: storage.region,
        endpoint: storage.endpoint,
        // Only a complete pair is used; otherwise the SDK's default chain (e.g. an instance role) applies.
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        forcePathStyle: storage.forcePathStyle,
      });
    }
  }
}
