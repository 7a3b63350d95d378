// Station ids to their harmonic constants (a reduced set: M2, S2, N2, K1, O1).
export const STATIONS = {
  PLY: {
    name: 'Plymouth (Devonport)',
    msl: 3.3,
    constituents: [
      { speed: 28.984104, amplitude: 1.67, phase: 147 },
      { speed: 30.0, amplitude: 0.57, phase: 192 },
      { speed: 28.43973, amplitude: 0.33, phase: 130 },
      { speed: 15.041069, amplitude: 0.08, phase: 117 },
      { speed: 13.943035, amplitude: 0.07, phase: 340 },
    ],
  },
  AVO: {
    name: 'Avonmouth',
    msl: 6.9,
    constituents: [
      { speed: 28.984104, amplitude: 4.26, phase: 200 },
      { speed: 30.0, amplitude: 1.52, phase: 251 },
      { speed: 28.43973, amplitude: 0.77, phase: 180 },
      { speed: 15.041069, amplitude: 0.08, phase: 141 },
      { speed: 13.943035, amplitude: 0.09, phase: 355 },
    ],
  },
};
