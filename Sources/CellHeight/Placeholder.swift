enum CellHeightPlaceholder {}
