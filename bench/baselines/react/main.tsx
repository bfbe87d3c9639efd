// Baseline (a): the floor of any React 19 app, one heading rendered by React.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Movers bench baseline</h1>);
