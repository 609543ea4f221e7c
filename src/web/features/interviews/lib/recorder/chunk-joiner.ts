/** A chunk ready to send: its seq in the segment and its bytes. */
export interface JoinedChunk {
  seq: number;
  bytes: Blob;
}

/**
 * Turns MediaRecorder's pieces into the chunks the server stores (decision 0076): a piece smaller
 * than the floor is held back and sent joined with the pieces after it (consecutive pieces joined
 * are the same byte stream), or as the segment's last chunk once the recorder stops. Empty pieces
 * hold nothing and are dropped. Seqs stay dense: 0, 1, 2...
 */
export class ChunkJoiner {
  private held: Blob[] = [];
  private heldBytes = 0;
  private seq = 0;

  constructor(private readonly floorBytes: number) {}

  /**
   * The seq the next chunk with bytes will get. While a piece is held it is that piece's seq:
   * the held bytes go out first, under it.
   */
  get nextSeq(): number {
    return this.seq;
  }

  /** One piece from MediaRecorder: the chunk to send now, or null while the bytes are too few. */
  push(piece: Blob): JoinedChunk | null {
    if (piece.size === 0) return null;
    this.held.push(piece);
    this.heldBytes += piece.size;
    return this.heldBytes >= this.floorBytes ? this.take() : null;
  }

  /** The recorder stopped: whatever is held, however small, as the segment's last chunk. */
  end(): JoinedChunk | null {
    return this.heldBytes > 0 ? this.take() : null;
  }

  private take(): JoinedChunk {
    const [first, ...rest] = this.held;
    const bytes = first && rest.length === 0 ? first : new Blob(this.held, { type: first?.type ?? "" });
    this.held = [];
    this.heldBytes = 0;
    return { seq: this.seq++, bytes };
  }
}
