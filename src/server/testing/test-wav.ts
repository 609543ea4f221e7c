import { writeFile } from "node:fs/promises";

/**
 * A 16 kHz mono 16-bit WAV of the given length, the shape answers are cut to (decision 0050):
 * a quiet tone, or silence. For providers that do not decode audio (the fake OpenAI server);
 * real speech tests use real recordings.
 */
export async function writeTestWav(filePath: string, seconds: number, { tone = true } = {}): Promise<void> {
  const rate = 16_000;
  const samples = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVE", 8, "ascii");
  buffer.write("fmt ", 12, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(samples * 2, 40);
  if (tone)
    for (let index = 0; index < samples; index += 1)
      buffer.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * index) / rate)), 44 + index * 2);
  await writeFile(filePath, buffer);
}
