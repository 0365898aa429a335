/**
 * JSON for a `<script>` block in HTML (structured data, the state a server-rendered page hands to the browser): `<`,
 * `>`, `&` and line separators escaped so no text can close the tag or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
