enum PrecachePlaceholder {}
