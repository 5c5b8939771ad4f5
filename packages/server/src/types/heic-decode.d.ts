// heic-decode ships no types; this is the one call we use (README: decode({ buffer })).
declare module "heic-decode" {
  export default function decode(input: { buffer: Uint8Array }): Promise<{
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }>;
}
