#pragma once
// A tiny Leela Zero network, so that Leela Zero runs with no download: the version-1 text format
// of Leela Zero's README ("Weights format"): a version line, then one line of numbers per weight
// array: the input convolution (weights, biases, batchnorm means, variances), two convolutions
// per residual block, the policy head (1x1 convolution to 2 planes, fully connected to 362) and
// the value head (1x1 convolution to 1 plane, fully connected to 256, then to 1). Every weight is
// zero and every variance one: a uniform policy and an even value.

#include <filesystem>

namespace kospec::fuzz {

/// Writes the network with `channels` filters and `blocks` residual blocks to `file`; throws
/// InputError if it cannot be written.
void write_tiny_leelaz_weights(const std::filesystem::path& file, int channels = 8, int blocks = 1);

}  // namespace kospec::fuzz
