export function FindPassPage() {
  return null;
}
