export function RegisterPage() {
  return <main />;
}
