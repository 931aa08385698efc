export default function Page() {
  return <h1>privacidad</h1>;
}
