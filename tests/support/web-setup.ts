import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 3 s (the library's default is 1 s): pages load their code and
// catalogues lazily, which takes longer than a second on a busy 2-core machine. A test that
// expects something to appear still fails when it never does.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
