export function FloatLayer() {
  return null;
}
