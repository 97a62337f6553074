#include "tools/fuzz/leelaz_weights.h"

#include <fstream>

#include "spec/error.h"

namespace kospec::fuzz {

namespace {

constexpr int kInputPlanes = 18;   // Leela Zero's input: 16 history planes and 2 side-to-move
constexpr int kPoints = 19 * 19;   // Leela Zero is built for 19x19
constexpr int kValueHidden = 256;  // the value head's hidden layer

void row(std::ofstream& out, long count, const char* value) {
  for (long i = 0; i < count; ++i) out << (i > 0 ? " " : "") << value;
  out << "\n";
}

// A convolution and its batchnorm: weights, biases, means, variances.
void convolution(std::ofstream& out, int in, int filters, int kernel) {
  row(out, static_cast<long>(in) * filters * kernel * kernel, "0");
  row(out, filters, "0");
  row(out, filters, "0");
  row(out, filters, "1");
}

}  // namespace

void write_tiny_leelaz_weights(const std::filesystem::path& file, int channels, int blocks) {
  std::ofstream out(file);
  out << "1\n";
  convolution(out, kInputPlanes, channels, 3);
  for (int b = 0; b < blocks; ++b) {
    convolution(out, channels, channels, 3);
    convolution(out, channels, channels, 3);
  }
  convolution(out, channels, 2, 1);
  row(out, 2L * kPoints * (kPoints + 1), "0");
  row(out, kPoints + 1, "0");
  convolution(out, channels, 1, 1);
  row(out, static_cast<long>(kPoints) * kValueHidden, "0");
  row(out, kValueHidden, "0");
  row(out, kValueHidden, "0");
  row(out, 1, "0");
  out.flush();
  if (!out) throw InputError(file.string() + ": cannot write the Leela Zero weights");
}

}  // namespace kospec::fuzz
