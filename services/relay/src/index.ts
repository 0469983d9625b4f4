// Public entry of the relay service; the relay helper fills it in.
export {}
