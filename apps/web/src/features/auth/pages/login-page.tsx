export function LoginPage() {
  return <main />;
}
