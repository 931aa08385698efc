export default function Page() {
  return <h1>preguntas-frecuentes</h1>;
}
