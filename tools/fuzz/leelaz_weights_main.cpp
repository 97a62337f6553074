// kospec_leelaz_weights FILE: writes a tiny Leela Zero network (tools/fuzz/leelaz_weights.h).
#include <iostream>

#include "spec/error.h"
#include "tools/fuzz/leelaz_weights.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: kospec_leelaz_weights FILE\n";
    return 2;
  }
  try {
    kospec::fuzz::write_tiny_leelaz_weights(argv[1]);
  } catch (const kospec::InputError& e) {
    std::cerr << "kospec_leelaz_weights: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
